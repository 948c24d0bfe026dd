export declare const THEME_STORAGE_KEY: 'skyframe-kb-theme';
export declare const themeBootScript: string;
