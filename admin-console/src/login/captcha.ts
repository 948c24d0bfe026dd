/** SPEC §9: Security Check operands are integers from 1 to 10. */
const CAPTCHA_MIN = 1;
const CAPTCHA_MAX = 10;

export interface CaptchaQuestion {
  a: number;
  b: number;
}

export function newQuestion(random: () => number = Math.random): CaptchaQuestion {
  const pick = () => CAPTCHA_MIN + Math.floor(random() * (CAPTCHA_MAX - CAPTCHA_MIN + 1));
  return { a: pick(), b: pick() };
}

export type CaptchaState = 'empty' | 'correct' | 'wrong';

/** Verified only when the entered text is an integer equal to the sum. */
export function captchaState(question: CaptchaQuestion, answer: string): CaptchaState {
  const trimmed = answer.trim();
  if (!trimmed) return 'empty';
  return /^[+-]?\d+$/.test(trimmed) && Number(trimmed) === question.a + question.b ? 'correct' : 'wrong';
}
