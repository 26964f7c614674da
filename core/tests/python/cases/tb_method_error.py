class A:
    def run(self):
        return self.missing
A().run()
