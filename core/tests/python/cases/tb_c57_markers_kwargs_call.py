def connect(host, port, **options):
    timeout = options.pop("timeout")
    return f"{host}:{port} {timeout}"

settings = {"timeout": 5}
print(connect("h", 1, **settings))
print(connect("h", 1, **{"retries": 2}))
