const { JSDOM } = require('/work/main/api/node_modules/jsdom');
const impl = require('/work/main/api/node_modules/jsdom/lib/jsdom/living/events/EventTarget-impl.js').implementation;
const orig = impl.prototype.addEventListener;
const seen = new Set();
impl.prototype.addEventListener = function (type, cb, o) {
  const r = orig.call(this, type, cb, o);
  const n = this._eventListeners[type]?.length;
  if (n > 50 && !seen.has(type)) { seen.add(type); console.log(type, n, this.constructor.name, new Error().stack.split('\n').slice(2,9).join('\n')); }
  return r;
};
const dom = new JSDOM('');
for (let i = 0; i < 200; i++) new dom.window.DOMParser().parseFromString('<p>hi</p>', 'text/html');
