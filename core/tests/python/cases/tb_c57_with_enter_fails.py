class Connection:
    def __init__(self, host):
        self.host = host
    def __enter__(self):
        if not self.host:
            raise ConnectionError("no host given")
        return self
    def __exit__(self, *exc):
        print("closing", self.host)
        return False

with Connection("db") as c:
    print("using", c.host)
with Connection("") as c:
    print("never")
