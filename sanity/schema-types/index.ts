import { author } from './author';
import { authorSection } from './author-section';
import { category } from './category';
import { codeBlock } from './code-block';
import { localeString, localeText } from './localized';
import { post } from './post';

/** The content model (docs/behaviour/content.md#blog-posts), as the content service stores it. */
export const schemaTypes = [post, author, category, authorSection, codeBlock, localeString, localeText];
