import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { RelatedPosts } from '@/blog/RelatedPosts'
import { postPath } from '@/content/links/resolve'
import { getPostBySlug, getRelatedPosts, listPostSlugs } from '@/content/queries'
import { blogPostingLd, JsonLd } from '@/seo/json-ld'
import { redirectIfAny } from '@/seo/redirects/apply'
import { documentMetadata } from '@/site/page/metadata'
import { PostArticle } from '@/site/post-cover/PostArticle'

type Props = { params: Promise<{ slug: string }> }

export const revalidate = false
export const dynamicParams = true

export async function generateStaticParams() {
  return (await listPostSlugs()).map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const post = await getPostBySlug(slug)
  return post ? documentMetadata(post, postPath(post.slug)) : {}
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params
  const post = await getPostBySlug(slug)
  if (!post) {
    await redirectIfAny(postPath(slug))
    notFound()
  }
  const related = await getRelatedPosts(post)
  return (
    <>
      <JsonLd data={blogPostingLd(post, postPath(post.slug))} />
      <PostArticle post={post} />
      <RelatedPosts posts={related} />
    </>
  )
}
