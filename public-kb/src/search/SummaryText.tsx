import { Fragment, useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { color, space } from '@kb/ui';
import { parseSummary, resolveSummaryLink, type Inline } from './summaryFormat';

function Inlines({ nodes, slugById }: { nodes: Inline[]; slugById: ReadonlyMap<string, string> }) {
  return (
    <>
      {nodes.map((node, index) => {
        if (node.type === 'text') return <Fragment key={index}>{node.text}</Fragment>;
        if (node.type === 'bold') {
          return (
            <strong key={index}>
              <Inlines nodes={node.children} slugById={slugById} />
            </strong>
          );
        }
        const target = resolveSummaryLink(node.href, slugById);
        const label = <Inlines nodes={node.children} slugById={slugById} />;
        if (!target) return <Fragment key={index}>{label}</Fragment>;
        if (target.kind === 'internal') {
          return (
            <Link key={index} to={target.to}>
              {label}
            </Link>
          );
        }
        return (
          <a key={index} href={target.href} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        );
      })}
    </>
  );
}

/** Renders the summary text format with React elements only (no raw HTML). */
export function SummaryText({ text, slugById }: { text: string; slugById: ReadonlyMap<string, string> }) {
  const blocks = useMemo(() => parseSummary(text), [text]);
  return (
    <Body>
      {blocks.map((block, index) => {
        if (block.type === 'heading') {
          return (
            <h3 key={index}>
              <Inlines nodes={block.children} slugById={slugById} />
            </h3>
          );
        }
        if (block.type === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, i) => (
                <li key={i}>
                  <Inlines nodes={item} slugById={slugById} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            <Inlines nodes={block.children} slugById={slugById} />
          </p>
        );
      })}
    </Body>
  );
}

const Body = styled.div`
  h3 {
    margin: ${space(4)} 0 ${space(1)};
    font-size: 1rem;
  }
  h3:first-child {
    margin-top: 0;
  }
  p,
  ul {
    margin: 0 0 ${space(3)};
  }
  ul {
    padding-left: ${space(5)};
  }
  li + li {
    margin-top: ${space(1)};
  }
  a {
    color: ${color('accent')};
  }
`;
