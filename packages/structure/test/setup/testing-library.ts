import {configure} from '@testing-library/react'

// `findBy…` and `waitFor` give up after 10 s, not 1 s: on a loaded CI machine (two suites beside each
// other on two cores) a lake answer or a lazily loaded input took longer than a second. A passing
// wait still ends as soon as its condition holds.
configure({asyncUtilTimeout: 10_000})
