import {author} from './author'
import {category} from './category'
import {post} from './post'

export const schemaTypes = [post, author, category]
