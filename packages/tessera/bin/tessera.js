#!/usr/bin/env node
// The `tessera` command. A source file rather than the built CLI itself: a workspace links package
// bins when it installs, before anything is built, and skips a bin whose file does not exist yet.
import '../dist/cli/main.js'
