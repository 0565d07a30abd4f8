import { getHeader, listLatestPosts } from '@/content/queries'
import { IntentLink } from '@/content/links/IntentLink'
import { linkToJSON } from '@/content/links/json'
import { postPath } from '@/content/links/resolve'
import { searchSite, type SiteSearch } from '@/content/search'
import { sitePaths } from '@/kit/paths'

import { Highlighted } from './Highlighted'
import { LiveSearchForm } from './LiveSearchForm'
import styles from './SearchPage.module.css'

const pageHref = (query: string, page: number) =>
  page > 1 ? `${sitePaths.searchFor(query)}&page=${page}` : sitePaths.searchFor(query)

/** `/search?q=…&page=…`: the form, then results, or help when there is nothing to show. */
export async function SearchPage({ q, page }: { q: unknown; page: unknown }) {
  const search = await searchSite(q, page)
  return (
    <div className={styles.wrap} data-search-page>
      <h1 className={styles.title}>Search</h1>
      <LiveSearchForm query={search.query} />
      <div className={styles.results}>
        {search.hits.length ? <Results search={search} /> : <Help search={search} />}
      </div>
    </div>
  )
}

function Results({ search }: { search: SiteSearch }) {
  const { query, total, hits, page, pageCount } = search
  return (
    <>
      <p className={styles.count} role="status">
        {total === 1 ? '1 result' : `${total.toLocaleString('en-US')} results`} for “{query}”
        {pageCount > 1 && ` · page ${page} of ${pageCount}`}
      </p>
      <ol className={styles.list} data-search-results>
        {hits.map((hit) => (
          <li key={hit.href} className={styles.hit} data-search-hit={hit.href}>
            <p className={styles.kind}>{hit.collection === 'posts' ? 'Blog post' : 'Page'}</p>
            <h2 className={styles.hitTitle}>
              <IntentLink href={hit.href} className={styles.hitLink}>
                <Highlighted text={hit.title} />
              </IntentLink>
            </h2>
            {hit.snippet && (
              <p className={styles.snippet}>
                <Highlighted text={hit.snippet} />
              </p>
            )}
          </li>
        ))}
      </ol>
      {pageCount > 1 && (
        <nav className={styles.pager} aria-label="Result pages">
          {page > 1 ? (
            <IntentLink href={pageHref(query, page - 1)} className={styles.pagerLink} rel="prev">
              ← Previous
            </IntentLink>
          ) : (
            <span />
          )}
          {page < pageCount && (
            <IntentLink href={pageHref(query, page + 1)} className={styles.pagerLink} rel="next">
              Next →
            </IntentLink>
          )}
        </nav>
      )}
    </>
  )
}

/** No query yet, or nothing found: say so, and offer the pages people look for most. */
async function Help({ search }: { search: SiteSearch }) {
  const [header, latest] = await Promise.all([getHeader(), listLatestPosts(3)])
  const popular = (header.links ?? [])
    .map((item) => linkToJSON(item.link))
    .filter((link): link is NonNullable<typeof link> => Boolean(link?.href))
  return (
    <>
      {search.query ? (
        <div role="status" className={styles.empty} data-search-empty>
          <p className={styles.emptyTitle}>
            {search.searched ? `Nothing found for “${search.query}”.` : 'Type a word to search for.'}
          </p>
          <p className={styles.emptyText}>Check the spelling, try a shorter or more general word, or start here:</p>
        </div>
      ) : (
        <p className={styles.emptyText}>Find pages and blog posts about Pebble. Or start here:</p>
      )}
      <div className={styles.suggestions}>
        {popular.length > 0 && (
          <section aria-labelledby="search-popular">
            <h2 id="search-popular" className={styles.suggestTitle}>
              Popular pages
            </h2>
            <ul className={styles.suggestList}>
              {popular.map((link) => (
                <li key={link.href}>
                  <IntentLink href={link.href!} className={styles.suggestLink}>
                    {link.title}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {latest.length > 0 && (
          <section aria-labelledby="search-latest">
            <h2 id="search-latest" className={styles.suggestTitle}>
              Latest from the blog
            </h2>
            <ul className={styles.suggestList}>
              {latest.map((post) => (
                <li key={post.slug}>
                  <IntentLink href={postPath(post.slug)} className={styles.suggestLink}>
                    {post.title}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  )
}
