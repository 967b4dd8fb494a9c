/** The API key screen's messages (seed 001 §2), word for word. */
export const API_KEY_LOADING = 'API Key loading';
export const API_KEY_NOT_FOUND = 'API Key not found. Please create one.';
