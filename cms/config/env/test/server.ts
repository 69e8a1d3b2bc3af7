/** Tests: no startup banner and no update check (no network), merged over config/server.ts. */
export default () => ({
  logger: {
    startup: { enabled: false },
    updates: { enabled: false },
  },
});
