def connect(host, *, port, timeout=5):
    return f"{host}:{port}"

print(connect("h", port=1))
connect("h", 80)
