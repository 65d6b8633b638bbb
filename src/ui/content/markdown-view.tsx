/**
 * Renders the content AST (src/domain/content/markdown-ast.ts) as React elements, on the server and inside islands
 * alike. Every text is a React text node, so nothing an author writes can become markup; site links go through
 * `Link`, which adds the page's language prefix.
 */
import type { ReactNode } from 'react';
import type { MdBlock, MdInline } from '#domain/content/markdown-ast.ts';
import { Link } from '#ui/components/link.tsx';

export function MarkdownInline({ nodes }: { nodes: readonly MdInline[] }): ReactNode {
  return nodes.map((node, index) => {
    switch (node.t) {
      case 'text':
        return node.v;
      case 'strong':
        return (
          <strong key={index}>
            <MarkdownInline nodes={node.c} />
          </strong>
        );
      case 'em':
        return (
          <em key={index}>
            <MarkdownInline nodes={node.c} />
          </em>
        );
      case 'del':
        return (
          <del key={index}>
            <MarkdownInline nodes={node.c} />
          </del>
        );
      case 'code':
        return <code key={index}>{node.v}</code>;
      case 'br':
        return <br key={index} />;
      case 'link':
        return (
          <Link key={index} href={node.href} title={node.title}>
            <MarkdownInline nodes={node.c} />
          </Link>
        );
      case 'img':
        return <img key={index} src={node.src} alt={node.alt} title={node.title} loading="lazy" decoding="async" />;
      default:
        return null;
    }
  });
}

function ListItem({ blocks, tight }: { blocks: readonly MdBlock[]; tight: boolean }) {
  return (
    <li>
      {blocks.map((block, index) => (tight && block.t === 'p' ? <MarkdownInline key={index} nodes={block.c} /> : <MarkdownBlock key={index} block={block} />))}
    </li>
  );
}

export function MarkdownBlock({ block }: { block: MdBlock }): ReactNode {
  switch (block.t) {
    case 'h': {
      const Heading = `h${block.level}` as const;
      return (
        <Heading id={block.id}>
          <MarkdownInline nodes={block.c} />
        </Heading>
      );
    }
    case 'p':
      return (
        <p>
          <MarkdownInline nodes={block.c} />
        </p>
      );
    case 'ul':
      return (
        <ul>
          {block.items.map((item, index) => (
            <ListItem key={index} blocks={item} tight={block.tight} />
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol start={block.start === 1 ? undefined : block.start}>
          {block.items.map((item, index) => (
            <ListItem key={index} blocks={item} tight={block.tight} />
          ))}
        </ol>
      );
    case 'quote':
      return (
        <blockquote>
          <MarkdownBlocks blocks={block.c} />
        </blockquote>
      );
    case 'pre':
      return (
        <pre>
          <code className={block.lang ? `language-${block.lang}` : undefined}>{block.v}</code>
        </pre>
      );
    case 'hr':
      return <hr />;
    case 'table':
      return (
        <div className="content-table">
          <table>
            <thead>
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col" className={block.align[index] ? `align-${block.align[index]}` : undefined}>
                    <MarkdownInline nodes={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} className={block.align[index] ? `align-${block.align[index]}` : undefined}>
                      <MarkdownInline nodes={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    default:
      return null;
  }
}

export function MarkdownBlocks({ blocks }: { blocks: readonly MdBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <MarkdownBlock key={index} block={block} />
      ))}
    </>
  );
}
