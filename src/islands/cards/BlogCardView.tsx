/** One blog card: image, heading, description, Read More. Rendered statically and by the blog tabs island. */
import type { BlogCard } from '../../data/cards.ts';
import { renderedByReact } from '../../lib/react-renderer-tag.ts';

export function BlogCardView({ blog }: { readonly blog: BlogCard }) {
  return (
    <li className="card blog-card">
      <div>
        {blog.image && (
          <img src={blog.image.path} width={blog.image.width / 2} height={blog.image.height / 2} alt="" loading="lazy" decoding="async" />
        )}
        <h3>{blog.heading}</h3>
        <p>{blog.description}</p>
        <a href={blog.href}>
          Read More<span className="visually-hidden">: {blog.heading}</span>
        </a>
      </div>
    </li>
  );
}

/** A whole list of cards as one component, so a page build renders React once per list rather than once per card. */
export function BlogCardList({ blogs }: { readonly blogs: readonly BlogCard[] }) {
  return (
    <ul className="cards">
      {blogs.map((blog) => (
        <BlogCardView key={blog.href} blog={blog} />
      ))}
    </ul>
  );
}

renderedByReact(BlogCardList);
