import { LIMITS } from '@kb/contracts';
import { Parser } from 'htmlparser2';
import { HtmlRefused } from '../errors';

export interface HtmlShapeLimits {
  depth: number;
  elements: number;
}

const HTML_SHAPE_LIMITS: HtmlShapeLimits = { depth: LIMITS.htmlDepthMax, elements: LIMITS.htmlElementsMax };

/**
 * Refuses HTML nested deeper or with more elements than the limits, in one linear pass of a streaming
 * tokenizer (htmlparser2, which closes void and implied-closed elements as browsers do). Parsing such
 * input with jsdom, Readability or DOMPurify costs time growing with the square of the depth.
 */
export function assertHtmlShape(html: string, limits: HtmlShapeLimits = HTML_SHAPE_LIMITS): void {
  let depth = 0;
  let elements = 0;
  const parser = new Parser({
    onopentag() {
      depth += 1;
      elements += 1;
      if (depth > limits.depth) {
        throw new HtmlRefused('htmlTooDeep', `The HTML is nested more than ${limits.depth} elements deep`, { maxDepth: limits.depth });
      }
      if (elements > limits.elements) {
        throw new HtmlRefused('htmlTooManyElements', `The HTML has more than ${limits.elements} elements`, { maxElements: limits.elements });
      }
    },
    onclosetag() {
      depth -= 1;
    },
  });
  parser.end(html);
}
