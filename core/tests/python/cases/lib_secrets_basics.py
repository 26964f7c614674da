import secrets
print(len(secrets.token_hex(8)), len(secrets.token_bytes()), len(secrets.token_urlsafe(16)))
print(0 <= secrets.randbelow(5) < 5, secrets.choice("a"), secrets.randbits(3) < 8)
print(secrets.compare_digest("ab", "ab"), secrets.compare_digest(b"a", b"b"))
print(all(c in "0123456789abcdef" for c in secrets.token_hex()))
try:
    secrets.randbelow(0)
except ValueError as e:
    print(e)
