// A remote is used through its remoteEntry.js; this entry only exists so the build has one.
export {};
