import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApi } from '@dating/api-client';
import { getLogout } from '@dating/contract';
import { clearUser } from './clear-user';
import { logout } from './logout';

export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const api = useApi();
  return useCallback(
    () =>
      logout({
        callLogout: () => api.call(getLogout),
        clearUser: () => clearUser(queryClient),
        navigate: (to) => navigate(to, { replace: true }),
      }),
    [queryClient, navigate, api],
  );
}
