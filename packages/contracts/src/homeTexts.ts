import { COMPANY_NAME, PRODUCT_NAME } from './seo';

// The home page's texts: the page and the server's snapshot of it show the same. A module of their own,
// so in the browser they end up only in the chunk of the page that shows them.

/** One sentence on what the knowledge base holds (the home page's description, llms.txt's summary). */
export const SITE_SUMMARY = `Guides, how-tos and troubleshooting for ${PRODUCT_NAME}, the virtual-production software for augmented-reality backdrops.`;
/** Home's heading and introduction. */
export const HOME_HEADING = `Welcome to the ${PRODUCT_NAME} Knowledge Base`;
export const HOME_INTRO = `Established in 2016, ${COMPANY_NAME} builds augmented-reality backdrops for virtual production, with 120+ deployments in studios and live broadcasts worldwide. Here you will find guides, how-tos and troubleshooting for every part of ${PRODUCT_NAME}, from installation and camera tracking to live shows.`;
