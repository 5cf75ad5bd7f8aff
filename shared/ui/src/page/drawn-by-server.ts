import { createContext, useContext } from 'react';

/**
 * True while a page is drawn by the server (docs/architecture.md, Server HTML): what it draws is read before the
 * app's scripts run, so what only works with them (sending a form, reading the browser's storage) waits for the app.
 */
export const DrawnByServer = createContext(false);

export const useDrawnByServer = () => useContext(DrawnByServer);
