import type {Meta, StoryObj} from '@storybook/react-vite'
import type {Chunk, ChunkType} from '@tessera/store'
import {StoryHistoryServices} from './story-services.js'
import {TimelineList} from './timeline-list.js'

const minutes = (n: number) => new Date(Date.parse('2025-03-04T14:05:00Z') - n * 60_000).toISOString()

let index = 0
function chunk(type: ChunkType, minutesAgo: number, authors: string[]): Chunk {
  index += 1
  return {
    id: `tx-${index}`,
    type,
    index,
    start: index,
    end: index + 1,
    startTimestamp: minutes(minutesAgo + 2),
    endTimestamp: minutes(minutesAgo),
    authors: new Set(authors),
    draftState: 'present',
    publishedState: 'present',
  }
}

// Oldest first, then shown newest first.
const history = [
  chunk('create', 600, ['p-eddie', 'p-ada']),
  chunk('publish', 590, ['p-ada']),
  chunk('editDraft', 300, ['p-eddie']),
  chunk('discardDraft', 290, ['p-ada']),
  chunk('editDraft', 120, ['p-eddie', 'p-grace', 'p-alan', 'p-ada']),
  chunk('publish', 100, ['p-ada']),
  chunk('unpublish', 60, ['p-ada']),
  chunk('editDraft', 5, ['p-eddie']),
].reverse()

const meta = {
  title: 'Structure/History/Timeline',
  component: TimelineList,
  args: {
    chunks: history,
    locale: 'en-US',
    revChunk: null,
    sinceChunk: null,
    hasMore: false,
    isLoading: false,
    onSelect: () => {},
    onCompareFrom: () => {},
    onLoadMore: () => {},
  },
  decorators: [
    (Story) => (
      <StoryHistoryServices>
        <div style={{width: 380, height: 480, border: '1px solid #ddd'}}>
          <Story />
        </div>
      </StoryHistoryServices>
    ),
  ],
} satisfies Meta<typeof TimelineList>

export default meta
type Story = StoryObj<typeof meta>

/** Each kind of chunk, newest first, with authors (the fourth author folds into '+1'). */
export const AllChunkTypes: Story = {}
/** A past revision selected: it is highlighted. */
export const RevisionSelected: Story = {args: {revChunk: history[3]}}
/** A range: from the older publish up to now. */
export const RangeSelected: Story = {args: {sinceChunk: history[5]}}
/** More history to read: the last row says so while the next page loads. */
export const LoadingOlder: Story = {args: {hasMore: true, isLoading: true}}
export const Deleted: Story = {args: {chunks: [chunk('delete', 1, ['p-ada']), ...history]}}
