class Config:
    LR = 0.1
    EPOCHS = 3
    def describe(self):
        return f"lr={self.LR} epochs={self.EPOCHS}"
print(Config().describe(), Config.LR * 10)
