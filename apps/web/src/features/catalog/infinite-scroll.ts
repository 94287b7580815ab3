export { useInfiniteScroll } from '../../ui/infinite-scroll';
