/** xliff 6, the XLIFF 2.x part the API uses (the package ships no types). */
declare module 'xliff' {
  /** An inline code: `<ph/>` (Standalone), `<pc>` (Span), `<sc/>`/`<ec/>` and the rest; its attributes beside `id`. */
  export type XliffInlineCode = Record<string, { id?: string; contents?: XliffValue; [attribute: string]: unknown }>;
  /** A source or target: text, one inline code alone, or text and inline codes. */
  export type XliffValue = string | XliffInlineCode | (string | XliffInlineCode)[];
  export interface XliffUnit {
    source?: XliffValue;
    target?: XliffValue;
    note?: string | string[];
    additionalAttributes?: Record<string, string | number>;
  }
  export interface XliffGroup {
    groupUnits: Record<string, XliffUnit | XliffGroup>;
    additionalAttributes?: Record<string, string | number>;
  }
  export interface XliffDocument {
    sourceLanguage?: string;
    targetLanguage?: string;
    xliffVersion?: string;
    /** One entry per `<file>` (by id), holding its units and groups by id. */
    resources: Record<string, Record<string, XliffUnit | XliffGroup>>;
  }
  export function js2xliff(document: XliffDocument, options: { targetXliffVersion?: '2.0' | '2.1' | '2.2'; indent?: string }): Promise<string>;
  export function xliff2js(xml: string, options?: { inlineAsString?: boolean }): Promise<XliffDocument>;
}
