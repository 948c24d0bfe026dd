import { LANGUAGES, type TargetLanguage } from '@kb/contracts';

/** The languages an article is translated into (every language but English, the source). */
export const TARGETS = LANGUAGES.filter((lang): lang is TargetLanguage => lang !== 'en');
export const isTarget = (lang: string | undefined): lang is TargetLanguage => (TARGETS as readonly string[]).includes(lang ?? '');
