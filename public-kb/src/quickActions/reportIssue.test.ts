import { describe, expect, it } from 'vitest';
import { reportIssueHref, reportIssueSubject } from './reportIssue';

describe('Report Issue mail draft', () => {
  it('names parent category, category and title on article pages', () => {
    expect(reportIssueSubject(true, { parentCategoryName: 'Camera Tracking', categoryName: 'Lens Calibration', title: 'Lens Calibration Basics' })).toBe(
      'Reporting Issue with Knowledge Base article: Camera Tracking > Lens Calibration > Lens Calibration Basics',
    );
    expect(reportIssueSubject(true, { parentCategoryName: null, categoryName: 'Licensing', title: 'Activation' })).toBe(
      'Reporting Issue with Knowledge Base article: Licensing > Activation',
    );
  });

  it("says 'Unknown Article' when the article is not known, and the generic subject elsewhere", () => {
    expect(reportIssueSubject(true, null)).toBe('Reporting Issue with Knowledge Base article: Unknown Article');
    expect(reportIssueSubject(false, null)).toBe('Reporting Issue with Knowledge Base');
  });

  it('is a mailto link whose body holds the page URL and Description:', () => {
    const href = reportIssueHref('help@example.com', 'Reporting Issue with Knowledge Base', 'https://kb.example/search?q=a&b=c');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('help@example.com');
    expect(url.searchParams.get('subject')).toBe('Reporting Issue with Knowledge Base');
    expect(url.searchParams.get('body')).toBe('Page URL: https://kb.example/search?q=a&b=c\n\nDescription:\n');
    expect(href).not.toContain('+');
  });

  it('takes a category name with a lone surrogate (an old import) without throwing, as U+FFFD', () => {
    const subject = reportIssueSubject(true, { parentCategoryName: 'Setup \ud800', categoryName: 'Camera', title: 'Genlock' });
    const url = new URL(reportIssueHref('help@example.com', subject, 'https://kb.example/article/genlock'));
    expect(url.searchParams.get('subject')).toBe('Reporting Issue with Knowledge Base article: Setup \ufffd > Camera > Genlock');
  });
});
