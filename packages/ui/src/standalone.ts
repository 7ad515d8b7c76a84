// The frame of a remote alone on its dev server, and the section page it is built from: an
// entry point of its own, so a page of the site (which never runs a remote's own start) does not
// download it.
export {
  StandaloneFrame,
  StandaloneSection,
  mountStandalone,
  type StandaloneFrameLink,
  type StandaloneFrameProps,
  type StandaloneRoute,
  type StandaloneSectionProps,
} from './components/standalone-frame';
export {
  SectionPage,
  type SectionDetail,
  type SectionLink,
  type SectionPageProps,
} from './components/section-page';
