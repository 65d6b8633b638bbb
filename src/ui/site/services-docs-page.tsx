/** The browsable services documentation: every operation of the OpenAPI document, grouped by tag. */
import { usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';

export interface DocsOperation {
  method: string;
  path: string;
  tag: string;
  summary: string;
  parameters: { name: string; in: string; required: boolean; description: string }[];
  responses: string[];
}

export function ServicesDocsPage({ operations }: { operations: DocsOperation[] }) {
  const { t } = usePage();
  const tags = [...new Set(operations.map((operation) => operation.tag))];
  return (
    <>
      <SectionHero title={t('servicesDocs.title')} intro={t('servicesDocs.intro')}>
        <a className="button button--ghost" href="/services/openapi.json">
          {t('servicesDocs.download')}
        </a>
      </SectionHero>
      <div className="container page-body api-docs">
        {tags.map((tag) => (
          <section key={tag} aria-labelledby={`api-${tag}`}>
            <h2 id={`api-${tag}`} className="page-body__heading">
              {tag}
            </h2>
            <ul className="api-docs__list">
              {operations
                .filter((operation) => operation.tag === tag)
                .map((operation) => (
                  <li key={`${operation.method} ${operation.path}`} className="api-docs__operation">
                    <p className="api-docs__signature">
                      <span className="api-docs__method">{operation.method}</span> <code>{operation.path}</code>
                    </p>
                    <p>{operation.summary}</p>
                    {operation.parameters.length > 0 ? (
                      <table className="api-docs__params">
                        <caption className="visually-hidden">{t('servicesDocs.parameters')}</caption>
                        <thead>
                          <tr>
                            <th scope="col">{t('servicesDocs.name')}</th>
                            <th scope="col">{t('servicesDocs.in')}</th>
                            <th scope="col">{t('servicesDocs.required')}</th>
                            <th scope="col">{t('servicesDocs.description')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {operation.parameters.map((parameter) => (
                            <tr key={`${parameter.in}-${parameter.name}`}>
                              <td>
                                <code>{parameter.name}</code>
                              </td>
                              <td>{parameter.in}</td>
                              <td>{parameter.required ? t('servicesDocs.yes') : t('servicesDocs.no')}</td>
                              <td>{parameter.description}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    ) : null}
                    <p className="api-docs__responses">
                      {t('servicesDocs.responses')}: {operation.responses.join(', ')}
                    </p>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
