/** One blog card: image, heading, description, Read More. Rendered statically and by the blog tabs island. */
import type { BlogCard } from '../lib/cards.ts';

export function BlogCardView({ blog }: { readonly blog: BlogCard }) {
  return (
    <li className="card blog-card">
      <div>
        {blog.image && <img src={blog.image.path} width={blog.image.width / 2} height={blog.image.height / 2} alt="" loading="lazy" decoding="async" />}
        <h3>{blog.heading}</h3>
        <p>{blog.description}</p>
        <a href={blog.href}>
          Read More<span className="visually-hidden">: {blog.heading}</span>
        </a>
      </div>
    </li>
  );
}
