/**
 * Plain JS so the shell's build can inline it in <head> before any bundle runs: it sets
 * <html data-theme> from the stored preference (or the device setting) before first paint.
 */
export const THEME_STORAGE_KEY = 'skyframe-kb-theme';

export const themeBootScript = `(function(){try{var p=localStorage.getItem('${THEME_STORAGE_KEY}');if(p!=='light'&&p!=='dark')p='system';var d=p==='dark'||(p==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);var r=document.documentElement;r.dataset.theme=d?'dark':'light';r.dataset.themePreference=p;r.style.colorScheme=d?'dark':'light';}catch(e){}})();`;
