#!/bin/sh
# The load test site's mail transport (PHP's sendmail_path, set by
# tools/e2e.mjs --suite=load): a message whose text holds the marker
# ORBIT-LOAD-MAIL-FAILS fails as a broken mail server would (exit status 1,
# nothing kept); any other is appended to the log file given ($1), as the
# e2e site's mail is.
message=$(cat)
case "$message" in
*ORBIT-LOAD-MAIL-FAILS*) exit 1 ;;
esac
printf '%s\n' "$message" >> "$1"
