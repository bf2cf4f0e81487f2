/** prism-react-renderer's Highlight with the site's languages registered on its Prism. */
import './register';

export { Highlight } from 'prism-react-renderer';
