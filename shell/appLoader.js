/**
 * Plain JS so the shell's build can inline it at the end of the page and the site server can allow it by its
 * hash: it loads the app (`/main.js`) once the page is parsed and painted, or half a second after it is parsed
 * in a tab that paints nothing. The page's first paint then never waits for the app's script, and a phone's network is
 * not shared with it while the page first shows (a deferred `<script>` in <head> was fetched at once: with the
 * shared packages in main.js, 119 KB gzip, the simulated LCP of Lighthouse's phone grew 0.3–0.5 s).
 */
export const appLoaderScript = `(function(){var done=false;function load(){if(done)return;done=true;var s=document.createElement('script');s.src='/main.js';document.head.appendChild(s);}function start(){requestAnimationFrame(function(){setTimeout(load);});setTimeout(load,500);}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start);else start();})();`;
