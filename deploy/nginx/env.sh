#!/bin/sh
# Writes remotes.json from the environment when the container starts: moving or redeploying a
# remote never needs a new shell image.
set -eu
cat > /usr/share/nginx/html/remotes.json <<JSON
{"remotes":[
  {"name":"mfe_marketing","entry":"${MFE_MARKETING_ENTRY:-/remotes/marketing/mf-manifest.json}"},
  {"name":"mfe_wealth","entry":"${MFE_WEALTH_ENTRY:-/remotes/wealth/mf-manifest.json}"},
  {"name":"mfe_advisory","entry":"${MFE_ADVISORY_ENTRY:-/remotes/advisory/mf-manifest.json}"}
]}
JSON
