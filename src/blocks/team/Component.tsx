import type { TeamBlock as TeamData } from '@/payload-types'
import { Media } from '@/content/media/Media'
import { anchorIdOf } from '@/blocks/_shared/anchor'
import { BlockHeader } from '@/blocks/_shared/BlockHeader'

import styles from './styles.module.css'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .filter((c, i, all) => i === 0 || i === all.length - 1)
    .join('')
    .toUpperCase()

/** Team members as a responsive grid of cards. */
export function Team({ block }: { block: TeamData }) {
  const titleId = `team-${block.id ?? 'title'}`
  const hasTitle = Boolean(block.title)
  // Without a block title the names are the section's top-level headings.
  const NameHeading = hasTitle ? 'h3' : 'h2'
  const members = block.members ?? []
  return (
    <section
      className={`${styles.section} ${styles[block.background ?? 'paper'] ?? ''}`}
      data-block="team"
      id={anchorIdOf(block)}
      aria-labelledby={hasTitle ? titleId : undefined}
      aria-label={hasTitle ? undefined : 'Team'}
    >
      <div className={styles.inner}>
        <BlockHeader
          eyebrow={block.eyebrow}
          title={block.title}
          intro={block.intro}
          titleId={titleId}
          classes={styles}
        />
        <ul className={styles.grid} role="list">
          {members.map((member, i) => (
            <li key={member.id ?? i} className={styles.card}>
              <div className={styles.photo}>
                {member.photo ? (
                  <Media
                    media={member.photo}
                    fill
                    sizes="(min-width: 1024px) 30vw, (min-width: 600px) 45vw, 112px"
                    className={styles.img}
                  />
                ) : (
                  <span className={styles.initials} aria-hidden="true">
                    {initials(member.name)}
                  </span>
                )}
              </div>
              <div className={styles.body}>
                <NameHeading className={styles.name}>{member.name}</NameHeading>
                <p className={styles.role}>{member.role}</p>
              </div>
              {member.bio && <p className={styles.bio}>{member.bio}</p>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
