# The helpers deprecated since 3.8 still work in 3.11 (with a DeprecationWarning each).
import warnings
import urllib.parse as up

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for u in ["http://x/y", "HTTP:x", "/a:b", "noscheme", ":x", "a/b:c"]:
        print("splittype", repr(u), up.splittype(u))
    for u in ["//h:1/p", "//h?q", "//h#f", "/p", "//", "//h"]:
        print("splithost", repr(u), up.splithost(u))
    for u in ["u:p@h", "a@b@h", "h"]:
        print("splituser", repr(u), up.splituser(u))
    for u in ["u:p", "u", "u:p:q"]:
        print("splitpasswd", repr(u), up.splitpasswd(u))
    for u in ["h:80", "h:", "h", "h:x", "a:1:2", "[::1]:8"]:
        print("splitport", repr(u), up.splitport(u), up.splitnport(u), up.splitnport(u, 5))
    for u in ["/p?q", "/p", "/p?a?b", "/p#t", "/p#a#b"]:
        print("query/tag", repr(u), up.splitquery(u), up.splittag(u))
    print(up.splitattr("/p;a=1;b"), up.splitattr("/p"), up.splitvalue("a=1=2"), up.splitvalue("a"))
    print(up.to_bytes("abc"))
    try:
        up.to_bytes("é")
    except UnicodeError as e:
        print("UnicodeError", e)
print(len(caught), sorted(set(str(w.message) for w in caught)))
print(set(w.category.__name__ for w in caught))
