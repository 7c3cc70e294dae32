#!/bin/sh
# Runs when the container starts, after the template is rendered. Writes remotes.json from the
# environment (moving or redeploying a remote never needs a new shell image) and the two files
# gateway.conf.template includes:
#   edge.inc              which peers may tell the client address and scheme (TRUSTED_PROXIES)
#   document-headers.inc  the shell page's headers; its CSP allows the remotes' origins and the
#                         page's inline theme script by hash
#   first-paint-headers.inc  the same for a page that may hold the family's figures (the dashboard's
#                         first paint), which no cache may store
set -eu
html=${HTML_DIR:-/usr/share/nginx/html}
conf=${CONF_DIR:-/etc/nginx/conf.d}

marketing_entry="${MFE_MARKETING_ENTRY:-/remotes/marketing/mf-manifest.json}"
wealth_entry="${MFE_WEALTH_ENTRY:-/remotes/wealth/mf-manifest.json}"
advisory_entry="${MFE_ADVISORY_ENTRY:-/remotes/advisory/mf-manifest.json}"

cat > "$html/remotes.json" <<JSON
{"remotes":[
  {"name":"mfe_marketing","entry":"${marketing_entry}"},
  {"name":"mfe_wealth","entry":"${wealth_entry}"},
  {"name":"mfe_advisory","entry":"${advisory_entry}"}
]}
JSON

# TRUSTED_PROXIES: space-separated addresses or CIDRs of the ingress / load balancer in front (e.g.
# "10.0.0.0/8"). Only a connection from one of them may name the client (the right-most address in
# X-Forwarded-For that is not itself a trusted proxy) and the scheme (X-Forwarded-Proto). Unset: this
# nginx is the edge and the peer address is the client.
{
  if [ -n "${TRUSTED_PROXIES:-}" ]; then
    for cidr in $TRUSTED_PROXIES; do echo "set_real_ip_from $cidr;"; done
    echo 'real_ip_header X-Forwarded-For;'
    echo 'real_ip_recursive on;'
    echo 'geo $realip_remote_addr $from_trusted_proxy {'
    echo '  default 0;'
    for cidr in $TRUSTED_PROXIES; do echo "  $cidr 1;"; done
    echo '}'
    echo 'map "$from_trusted_proxy:$http_x_forwarded_proto" $forwarded_proto {'
    echo '  "1:https" https;'
    echo '  "1:http" http;'
    echo '  default $scheme;'
    echo '}'
  else
    echo 'map $scheme $forwarded_proto { default $scheme; }'
  fi
} > "$conf/edge.inc"

# The origin of an absolute entry URL (https://cdn.example.com/x/mf-manifest.json -> https://cdn.example.com).
origin_of() {
  case "$1" in
    http://* | https://*) echo "$1" | sed -E 's#^(https?://[^/]+).*#\1#' ;;
  esac
}
remote_origins=$(
  for entry in "$marketing_entry" "$wealth_entry" "$advisory_entry"; do origin_of "$entry"; done |
    sort -u | tr '\n' ' '
)

# base64 of the binary SHA-256 of stdin, with busybox tools only (no openssl in the image).
sha256_base64() {
  escapes=""
  for pair in $(sha256sum | cut -c1-64 | sed 's/../& /g'); do
    escapes="$escapes$(printf '\\%03o' "0x$pair")"
  done
  # shellcheck disable=SC2059 # the escapes are the format on purpose
  printf "$escapes" | base64
}

# 'sha256-…' for each inline <script> of the built page (the theme script that runs before first
# paint; the build writes it on one line). Scripts with a src attribute do not match.
script_hashes=$(
  grep -o '<script>[^<]*</script>' "$html/index.html" | while IFS= read -r tag; do
    code=${tag#<script>}
    printf '%s' "${code%</script>}" | sha256_base64 | sed "s/.*/'sha256-&'/"
  done | tr '\n' ' '
)

csp="default-src 'self'; script-src 'self' $remote_origins$script_hashes; style-src 'self' 'unsafe-inline'; connect-src 'self' $remote_origins; img-src 'self' data:; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
csp=$(echo "$csp" | tr -s ' ' | sed 's/ ;/;/g')

document_headers() {
  cat <<CONF
add_header Cache-Control "$1" always;
add_header Content-Security-Policy "$csp" always;
add_header X-Frame-Options DENY always;
add_header X-Content-Type-Options nosniff always;
add_header Referrer-Policy strict-origin-when-cross-origin always;
CONF
}
document_headers no-cache > "$conf/document-headers.inc"
document_headers no-store > "$conf/first-paint-headers.inc"
