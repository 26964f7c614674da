class Boom(Exception):
    pass
raise Boom("kaboom")
