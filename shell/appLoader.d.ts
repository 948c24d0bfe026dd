/** The inline script that loads the app after the page's first paint (appLoader.js). */
export declare const appLoaderScript: string;
