// What the place and search pages take from the home page: its experience card and section states.
export { ExperienceCard } from './components/ExperienceCard';
export { SectionEmpty, SectionSkeleton } from './components/SectionStatus';
