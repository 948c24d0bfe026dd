import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { FloatingBar } from './floating/FloatingBar';

/** What `/` at the start of an empty line offers. */
const SLASH_ITEMS = [
  'Heading 2',
  'Heading 3',
  'Bulleted list',
  'Numbered list',
  'Table',
  'Code block',
  'Callout',
  'Image',
  'Divider',
  'Link to article',
] as const;
export type SlashItem = (typeof SLASH_ITEMS)[number];

/** The items whose name holds what was typed after the `/`. */
export const slashMatches = (query: string): SlashItem[] => SLASH_ITEMS.filter((item) => item.toLowerCase().includes(query.trim().toLowerCase()));

interface Props {
  items: SlashItem[];
  active: number;
  onChoose: (item: SlashItem) => void;
}

/** The slash menu at the caret: the editor keeps the focus; arrows, Enter and Escape reach it through the editor. */
export function SlashMenu({ items, active, onChoose }: Props) {
  return (
    <FloatingBar>
      <List role="listbox" aria-label="Insert block">
        {items.map((item, index) => (
          <li
            key={item}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(item);
            }}
          >
            {item}
          </li>
        ))}
      </List>
    </FloatingBar>
  );
}

const List = styled.ul`
  min-width: 12rem;
  margin: 0;
  padding: ${space(1)} 0;
  list-style: none;
  font-size: 0.875rem;

  li {
    padding: ${space(1)} ${space(3)};
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${color('accent')};
    color: ${color('accentText')};
  }
`;
