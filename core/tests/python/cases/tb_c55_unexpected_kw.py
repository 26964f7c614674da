def connect(host, port=80, *, timeout=10):
    return f"{host}:{port} t={timeout}"

print(connect("a", 1, timeout=5))
print(connect("b", tmeout=3))
