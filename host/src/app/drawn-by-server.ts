import { createContext, useContext } from 'react';

/**
 * True while a page is drawn by the server (host/src/server-render): what it draws is read before the app's scripts
 * run, so what only works with them (sending a form) waits for the app.
 */
export const DrawnByServer = createContext(false);

export const useDrawnByServer = () => useContext(DrawnByServer);
