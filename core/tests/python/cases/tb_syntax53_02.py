s = """abc
