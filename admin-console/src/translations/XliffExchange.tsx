import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslationXliff } from '@kb/api-client/admin';
import { LIMITS, LANGUAGE_NAMES, xliffFileName, type TargetLanguage, type XliffImportOutcome, type XliffImportReport } from '@kb/contracts';
import { color, Row, space, toast } from '@kb/ui';
import { Button, List, ListRow } from '@kb/ui/controls';
import { useCallAllowed } from '../people/usePeople';
import { useAction } from '../toasts/useErrorReporter';

const STATUS_LABELS: Record<XliffImportOutcome['status'], string> = { saved: 'Saved as a draft', skipped: 'Skipped', refused: 'Refused' };

/** Saves a downloaded file under `name`, as a link with `download` would. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A language's exchange with a translation tool (Crowdin, Phrase…): "Export XLIFF" downloads its missing
 * and outdated articles as one XLIFF 2.1 file; "Import XLIFF" (editors) saves each translated article of
 * the file as a draft, never publishing, and lists what became of each.
 */
export function XliffExchange({ token, lang }: { token: string; lang: TargetLanguage }) {
  const xliff = useTranslationXliff(token, lang);
  const importing = useCallAllowed(token, 'importTranslationXliff');
  const picker = useRef<HTMLInputElement>(null);
  const { busy, run } = useAction();
  const [report, setReport] = useState<XliffImportReport | null>(null);

  const exportFile = () => run(async () => saveFile(await xliff.exportFile(), xliffFileName(lang)), 'Failed to export XLIFF');
  const importFile = (file: File) =>
    run(async () => {
      const answer = await xliff.importFile(file);
      setReport(answer);
      const saved = answer.articles.filter((article) => article.status === 'saved').length;
      toast({ title: `${saved} of ${answer.articles.length} articles saved as drafts` });
    }, 'Failed to import XLIFF');

  return (
    <section aria-label={`XLIFF for ${LANGUAGE_NAMES[lang]}`}>
      <Row>
        <Button $size="sm" disabled={busy} onClick={() => void exportFile()}>
          Export XLIFF
        </Button>
        <Button $size="sm" disabled={busy || !importing.allowed} title={importing.reason ?? undefined} onClick={() => picker.current?.click()}>
          Import XLIFF
        </Button>
        <input
          ref={picker}
          hidden
          type="file"
          accept=".xlf,.xliff,.xml"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </Row>
      <Hint>
        The export holds the first {LIMITS.xliffExportArticlesMax} articles missing or outdated in {LANGUAGE_NAMES[lang]} (publish them, and the next export
        holds the next ones). An import saves each translated article as a draft to review and publish; articles whose English changed since the export are
        refused.
      </Hint>
      {report ? <ImportReport report={report} /> : null}
    </section>
  );
}

function ImportReport({ report }: { report: XliffImportReport }) {
  return (
    <List aria-label="Imported articles">
      {report.articles.map((article) => (
        <ListRow key={article.articleId}>
          <span>{article.title}</span>
          <Outcome $status={article.status}>
            {STATUS_LABELS[article.status]}
            {article.reason ? `: ${article.reason}` : ''}
          </Outcome>
        </ListRow>
      ))}
    </List>
  );
}

const Hint = styled.p`
  margin: ${space(1)} 0 0;
  color: ${color('textMuted')};
  font-size: 0.875rem;
`;

const Outcome = styled.span<{ $status: XliffImportOutcome['status'] }>`
  color: ${({ $status }) => color($status === 'saved' ? 'success' : $status === 'refused' ? 'danger' : 'textMuted')};
`;
