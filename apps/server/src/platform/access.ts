// The access declarations are part of each operation's description, so they live in contracts (one rule for
// the route guard, the route table and the web). Re-exported here for the platform's own imports.
export * from '@marketdesk/contracts/access';
