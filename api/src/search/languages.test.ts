import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { SearchLanguage } from './analysis';
import { SearchIndex, type SearchDoc } from './searchIndex';

const doc = (id: string, title: string, text: string): SearchDoc => ({ id, title, headings: [], tags: [], keywords: [], categories: [], text });

/** The first hit's id and quality tier: 'low' would mean a prefix or typo guess, not the word itself or one of its forms. */
function first(language: SearchLanguage, docs: SearchDoc[], query: string) {
  const [hit] = SearchIndex.build(docs, { language }).search(query, 5);
  return hit && { id: hit.id, tier: hit.qualityTier };
}

describe('German analysis (Snowball)', () => {
  const docs = [
    doc('camera', 'Die Kamera anschließen', 'Jede Kamera wird über RTSP angebunden und liefert einen Videostream.'),
    doc('recording', 'Aufnahme', 'Eine Aufnahme wird auf der Festplatte gespeichert, solange Speicherplatz frei ist.'),
    doc('motion', 'Bewegungserkennung', 'Die Bewegungserkennung vergleicht jedes Bild mit den vorherigen Bildern.'),
    doc('filler', 'Die wie und der', 'Die und der und die wie die der die und wie, die der die.'),
  ];

  it('finds the singular article from a plural: "Kameras" finds "Kamera", "Aufnahmen" finds "Aufnahme"', () => {
    expect(first('de', docs, 'Kameras')).toEqual({ id: 'camera', tier: 'high' });
    expect(first('de', docs, 'Aufnahmen')).toEqual({ id: 'recording', tier: 'high' });
  });

  it('finds a compound from its parts typed apart, with the linking s ("Bewegung Erkennung" → "Bewegungserkennung")', () => {
    expect(first('de', docs, 'Bewegung Erkennung')).toEqual({ id: 'motion', tier: 'high' });
  });

  it('leaves German stop words out of the query ("wie die Kamera" is a search for "Kamera")', () => {
    expect(first('de', docs, 'wie die Kamera')).toEqual({ id: 'camera', tier: 'high' });
  });
});

describe('French and Spanish analysis: accents and stems', () => {
  const french = [
    doc('camera', 'Réglages de la caméra', 'La caméra doit être activée avant la détection des objets.'),
    doc('records', 'Enregistrements', 'Les enregistrements sont conservés sept jours sur le disque.'),
  ];
  const spanish = [
    doc('config', 'Configuraciones', 'Las configuraciones de cada cámara se guardan en un archivo YAML.'),
    doc('records', 'Grabaciones', 'Las grabaciones de los objetos detectados se conservan siete días en el disco.'),
  ];

  it('French: plural and unaccented queries find the accented singular, verbs find their nouns', () => {
    expect(first('fr', french, 'caméras')).toEqual({ id: 'camera', tier: 'high' });
    expect(first('fr', french, 'cameras')).toEqual({ id: 'camera', tier: 'high' });
    expect(first('fr', french, 'enregistrement')).toEqual({ id: 'records', tier: 'high' });
    expect(first('fr', french, 'activer détecter')).toEqual({ id: 'camera', tier: 'medium' });
  });

  it('Spanish: singulars with or without their accent find the plurals, verbs their participles ("detectar" → "detectados")', () => {
    expect(first('es', spanish, 'configuración')).toEqual({ id: 'config', tier: 'high' });
    expect(first('es', spanish, 'configuracion')).toEqual({ id: 'config', tier: 'high' });
    expect(first('es', spanish, 'grabación detectar')).toEqual({ id: 'records', tier: 'medium' });
  });

  it('keeps the stems of accented words through a snapshot (the stemmer needs how a word was spelled)', () => {
    const index = SearchIndex.build(french, { language: 'fr' });
    const restored = SearchIndex.fromSnapshot(deserialize(serialize(index.toSnapshot())), { language: 'fr' });
    expect(restored.search('activer', 5).map((hit) => [hit.id, hit.qualityTier])).toEqual([['camera', 'medium']]);
  });
});

describe('Japanese analysis (Intl.Segmenter)', () => {
  const docs = [
    doc('settings', 'カメラの設定', 'カメラの設定を変更するには、設定ファイルを編集してからFrigateを再起動します。'),
    doc('recording', '録画', '録画は七日間保存されます。古い録画は自動的に削除されます。'),
    doc('hwaccel', 'ハードウェアアクセラレーション', 'ハードウェアアクセラレーションを使うとCPUの負荷が下がります。'),
  ];

  it('finds "設定" inside a sentence written without spaces, and quotes it in the excerpt', () => {
    const [hit] = SearchIndex.build(docs, { language: 'ja' }).search('設定', 5);
    expect(hit?.id).toBe('settings');
    expect(hit?.matchedTerms).toEqual(['設定']);
    expect(hit?.excerpt).toContain('設定ファイルを編集');
  });

  it('cuts a query without spaces into words ("カメラ設定") and keeps katakana loanwords whole', () => {
    expect(first('ja', docs, 'カメラ設定')).toEqual({ id: 'settings', tier: 'high' });
    expect(first('ja', docs, 'ハードウェアアクセラレーション')).toEqual({ id: 'hwaccel', tier: 'high' });
  });

  it('never expands one CJK character as a prefix or a typo, while Latin words keep their typo tolerance', () => {
    const index = SearchIndex.build(docs, { language: 'ja' });
    expect(index.search('設', 5)).toEqual([]);
    expect(index.search('録', 5)).toEqual([]);
    expect(index.search('frigte', 5).map((hit) => hit.id)).toEqual(['settings']);
  });

  it('indexes and quotes a 100,000-character article in a few seconds (Intl.Segmenter alone took 20 s on one such string)', () => {
    const long = doc('long', '録画の保存', '録画は七日間保存され、古い録画は自動的に削除されます。'.repeat(4000));
    const started = performance.now();
    const [hit] = SearchIndex.build([long], { language: 'ja' }).search('保存', 1);
    expect(hit?.id).toBe('long');
    expect(performance.now() - started).toBeLessThan(5000);
  }, 60_000);
});
