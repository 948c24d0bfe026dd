import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { adminRequest } from '@kb/api-client/admin';
import type { SiteBranding, SiteSettings } from '@kb/contracts';
import { Row, space, Stack, toast } from '@kb/ui';
import { Button, Card, Field, FieldLabel, Input } from '@kb/ui/controls';
import { apiProblem } from '../authoring/apiProblem';
import { useCallAllowed, useSiteSettings } from '../people/usePeople';
import { useErrorReporter } from '../toasts/useErrorReporter';
import { LanguagesCard } from './LanguagesCard';
import { LogoField } from './LogoField';
import { Hint, TextField, toLines } from './settingsFields';

const TILES = [
  ['articles', 'Articles'],
  ['images', 'Images'],
  ['words', 'Words'],
] as const;

/** The fields of `draft` that differ from `saved`: what Save sends. */
function changesOf(saved: SiteSettings, draft: SiteBranding): Partial<SiteBranding> {
  return Object.fromEntries(Object.entries(draft).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(saved[key as keyof SiteBranding])));
}

/**
 * "Site settings" (owners): the name, texts, logos, links and accent colour every public page, feed,
 * llms.txt and the MCP server show. Saved, they show on the site within a second (other servers within 5 s).
 */
export function SiteSettingsSection({ token }: { token: string }) {
  const { allowed, reason } = useCallAllowed(token, 'updateSiteSettings');
  const { data, mutate } = useSiteSettings(token, allowed);
  const [draft, setDraft] = useState<SiteBranding | null>(null);
  const [saving, setSaving] = useState(false);
  const accentId = useId();
  const report = useErrorReporter();
  useEffect(() => {
    if (data) setDraft((current) => current ?? data);
  }, [data]);
  if (!allowed) return <Hint role="note">{reason}: only owners see and change the site settings.</Hint>;
  if (!data || !draft) return <Hint>Loading site settings…</Hint>;
  const set =
    <K extends keyof SiteBranding>(key: K) =>
    (value: SiteBranding[K]) =>
      setDraft({ ...draft, [key]: value });
  const changes = changesOf(data, draft);
  const unchanged = Object.keys(changes).length === 0;
  const save = async () => {
    setSaving(true);
    try {
      const saved = await adminRequest('updateSiteSettings', { token, body: changes });
      await mutate(saved, { revalidate: false });
      setDraft(saved);
      toast({ title: 'Site settings saved' });
    } catch (error) {
      report(error, `Failed to save site settings: ${apiProblem(error, 'try again').message}`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form
      aria-label="Site settings"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Card>
        <h2>Name and description</h2>
        <TextField label="Name" value={draft.name} onChange={set('name')} hint="Titles, the header, feeds, llms.txt and the MCP server use it." />
        <TextField
          label="Publisher"
          value={draft.publisher}
          onChange={set('publisher')}
          hint="The header’s link to the main website, the footer and the pages’ structured data."
        />
        <TextField label="Short description" value={draft.description} onChange={set('description')} multiline />
        <LogoField
          token={token}
          kind="light"
          label="Logo (light)"
          value={draft.logoLight}
          onChange={set('logoLight')}
          emptyText={draft.logoDark ? 'Uses the dark logo' : 'Built-in logo'}
        />
        <LogoField
          token={token}
          kind="dark"
          label="Logo (dark)"
          value={draft.logoDark}
          onChange={set('logoDark')}
          emptyText={draft.logoLight ? 'Uses the light logo' : 'Built-in logo'}
        />
        <LogoField
          token={token}
          kind="favicon"
          label="Favicon"
          value={draft.favicon}
          onChange={set('favicon')}
          emptyText="No favicon: browsers show their own"
        />
      </Card>
      <Card>
        <h2>Home</h2>
        <TextField label="Welcome heading" value={draft.welcomeHeading} onChange={set('welcomeHeading')} />
        <TextField label="Welcome text" value={draft.welcomeText} onChange={set('welcomeText')} multiline />
        <fieldset>
          <legend>Stat tiles</legend>
          {TILES.map(([key, label]) => (
            <FieldLabel key={key}>
              <input
                type="checkbox"
                checked={draft.statTiles[key]}
                onChange={(event) => set('statTiles')({ ...draft.statTiles, [key]: event.target.checked })}
              />{' '}
              {label}
            </FieldLabel>
          ))}
        </fieldset>
      </Card>
      <Card>
        <h2>Links, footer and colour</h2>
        <TextField label="Main website" value={draft.websiteUrl} onChange={set('websiteUrl')} />
        <TextField label="Support address" value={draft.supportEmail} onChange={set('supportEmail')} hint="Empty: the deployment’s SUPPORT_EMAIL." />
        <TextField
          label="Footer notices"
          value={draft.footerNotices.join('\n')}
          onChange={(value) => set('footerNotices')(toLines(value))}
          multiline
          hint="One notice a line, at most 5."
        />
        <Field>
          <FieldLabel htmlFor={accentId}>Accent colour</FieldLabel>
          <Row as="span">
            <input
              type="color"
              value={draft.accentColor || '#0b63c5'}
              onChange={(event) => set('accentColor')(event.target.value)}
              aria-label="Pick the accent colour"
            />
            <Input id={accentId} value={draft.accentColor} placeholder="The theme’s own" onChange={(event) => set('accentColor')(event.target.value)} />
          </Row>
          <Hint>#rrggbb, or empty for the theme’s own.</Hint>
        </Field>
      </Card>
      <LanguagesCard token={token} draft={draft} onChange={setDraft} />
      <Row>
        <Button type="submit" $variant="primary" disabled={unchanged || saving} title={unchanged ? 'Nothing has changed' : undefined}>
          {saving ? 'Saving…' : 'Save settings'}
        </Button>
        <Button type="button" disabled={unchanged || saving} title={unchanged ? 'Nothing has changed' : undefined} onClick={() => setDraft(data)}>
          Cancel
        </Button>
        {unchanged && <Hint>Nothing has changed.</Hint>}
      </Row>
    </Form>
  );
}

const Form = styled(Stack).attrs({ as: 'form', $gap: 4 })`
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(3)};
    border: 0;
    padding: 0;
    margin: 0;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: ${space(1)};
  }
`;
