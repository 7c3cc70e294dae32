// Async boundary: the shared singletons (react, emotion, platform...) are negotiated before bootstrap runs.
import('./bootstrap');
