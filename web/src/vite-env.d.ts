/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CALENDAR_SRC?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_LINKEDIN_URL?: string;
  readonly VITE_YOUTUBE_URL?: string;
  readonly VITE_PROGRAM_URL?: string;
  readonly VITE_BPA_URL?: string;
}
